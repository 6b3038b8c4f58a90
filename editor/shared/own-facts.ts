/**
 * The facts that make a site a business's own, by their place in the file, with how each is said: the server finds
 * which of them a copied site still shares with the site it came from, and the app names those to change.
 */
export const OWN_FACTS = {
  "business.name": "name",
  "site.url": "web address",
  "business.phone.display": "phone number",
  "business.email": "email",
  "business.address.street": "street",
} as const;

export type OwnFact = keyof typeof OWN_FACTS;

export const isOwnFact = (place: string): place is OwnFact => Object.hasOwn(OWN_FACTS, place);
