/** Shared strings (Dutch). */
export const common = {
  close: 'Sluiten',
  loading: 'Bezig met laden…',
  unknownError: 'Er is een onbekende fout opgetreden. Probeer het opnieuw.',
} as const;
