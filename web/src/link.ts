// The grid a link carries: the text of its fragment ("#..."), which never reaches a server.

// The fragment's text with its % escapes decoded (a browser or a chat program may encode
// spaces, line ends and "+" in a pasted code). An escape cut short ("#%", a link missing
// its last characters) or one that is not UTF-8 is kept as it was written, so that the
// reader says what is wrong with the text and where, instead of decodeURIComponent
// throwing and the page never starting.
export function linkText(hash: string): string {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
