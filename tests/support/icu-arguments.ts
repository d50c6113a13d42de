/**
 * The ICU arguments of a message, with each select's branch names (machine values, the same in every
 * language) and each plural's kind (its branches are the language's own: Russian has few and many);
 * branch texts are read for their own arguments, not taken as names.
 */
export function icuArguments(text: string): string[] {
  const found = new Set<string>();
  let i = 0;
  const readMessage = (): void => {
    while (i < text.length && text[i] !== '}') {
      if (text[i] === '{') readArgument();
      else i++;
    }
  };
  const readArgument = (): void => {
    i++;
    const close = text.slice(i).search(/[,}]/);
    const name = text.slice(i, i + close).trim();
    i += close;
    found.add(name);
    if (text[i] === '}') {
      i++;
      return;
    }
    const kindEnd = i + 1 + text.slice(i + 1).search(/[,}]/);
    const kind = text.slice(i + 1, kindEnd).trim();
    i = kindEnd + 1;
    // `{n, number}`: a formatted value, no branches.
    if (text[kindEnd] === '}') {
      found.add(`${name}:${kind}`);
      return;
    }
    while (i < text.length && text[i] !== '}') {
      const open = text.indexOf('{', i);
      const branch = text.slice(i, open).trim();
      if (branch) found.add(kind === 'select' ? `${name}:select:${branch}` : `${name}:${kind}`);
      i = open + 1;
      readMessage();
      i++;
      while (text[i] === ' ') i++;
    }
    i++;
  };
  readMessage();
  return [...found].sort();
}
