/** A stop as the editor shows it: its values and the key that keeps its row (and focus) while it moves. */
export type ShownStop = {
  key: string;
  location_id: string | null;
  location_name: string | null;
  company_name: string | null;
  label: string;
  arrives_at: string;
};

/** What the stop is called on the diagram: its own label, else its location's name. */
export const stopTitle = (s: Pick<ShownStop, 'label' | 'location_name'>) => s.label.trim() || s.location_name || '';

/** What a stop is called in labels: its own name, its location's, or `unnamed`. */
export const stopName = (s: Pick<ShownStop, 'label' | 'location_name'>, unnamed: string) => stopTitle(s) || unnamed;
