/**
 * A cookie the page can read, set and cleared with the (HttpOnly) session cookie: while it is absent the
 * browser is not signed in, so the page need not ask the server who the user is (a visitor's answer would
 * be a 401). It says nothing more than "a session may exist"; the server still decides.
 */
export const SIGNED_IN_HINT_COOKIE = "okp_signed_in";
