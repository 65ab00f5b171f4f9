/**
 * The red of text buttons ('Remove', 'Withdraw'): red.9, 5.5:1 on white. Given as a value, not as
 * the theme colour "red.9": Mantine's subtle variant caps a theme shade at 6 (#fa5252, 3.3:1).
 */
export const DANGER_TEXT = "#c92a2a";
