import { redirect } from 'next/navigation';

// SPEC §2: / redirects to /jobs (which sends a contact without the shift module on to /timesheets).
export default function Home() {
  redirect('/jobs');
}
