/** The languages the validator words its problems in: English, its own, and Spanish (messages/es.ts). */
export const VALIDATOR_LANGUAGES = ["en", "es"] as const;
export type ValidatorLanguage = (typeof VALIDATOR_LANGUAGES)[number];

export const isValidatorLanguage = (value: unknown): value is ValidatorLanguage =>
  (VALIDATOR_LANGUAGES as readonly unknown[]).includes(value);
