/** The kiosks API contract (issue 4). A kiosk never carries its PIN or hash, only the hint. */
export type KioskRow = {
  _id: string;
  company_id: string;
  name: string;
  location_id: string | null;
  location_name: string | null;
  /** The PIN's last two digits, shown as "••••12". */
  pin_hint: string;
  created_at: string;
};

/** The answer to create and reset: the PIN in clear, this one time only. */
export type KioskWithPin = KioskRow & { pin: string };
