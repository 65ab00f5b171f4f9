/** The header every API call of a signed-in user carries its access token in (spec §6/§7). */
export const TOKEN_HEADER = "x-api-key";
