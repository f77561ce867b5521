/**
 * "a" or "an" before an English noun phrase by its first letter: right for every entity label we have
 * ("an action", "an impact group", "a pulse"); a label starting with a sounded "u" or a silent "h"
 * would need its article declared with it.
 */
export const withIndefiniteArticle = (phrase: string) => `${/^[aeio]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

/** The same at the start of a sentence: "An action", "A pulse". */
export const startingWithIndefiniteArticle = (phrase: string) => {
  const said = withIndefiniteArticle(phrase);
  return said.charAt(0).toUpperCase() + said.slice(1);
};
