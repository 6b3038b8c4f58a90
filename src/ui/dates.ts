/** One formatter per language: building an Intl.DateTimeFormat costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A YYYY-MM-DD date as the site's language writes it: "September 1, 2025" in en-US. */
export function formatDate(isoDate: string, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}
