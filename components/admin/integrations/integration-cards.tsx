'use client';
import { EvereeCard } from './everee-card';
import { PaychexCard } from './paychex-card';

/** The integration cards, one chunk loaded on demand. */
export default function IntegrationCards() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <EvereeCard />
      <PaychexCard />
    </div>
  );
}
