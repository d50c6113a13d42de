export const TRIGGER_CLASS = 'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-black/5';

/** What the account button shows: the initial, the name and the role. */
export function TriggerFace({ username, roleLabel }: { username: string; roleLabel: string }) {
  return (
    <>
      <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-brand text-on-brand font-semibold">
        {username.slice(0, 1).toUpperCase()}
      </span>
      <span className="hidden text-start sm:block">
        <span className="block font-medium leading-tight">{username}</span>
        <span className="block text-xs opacity-80">{roleLabel}</span>
      </span>
    </>
  );
}
