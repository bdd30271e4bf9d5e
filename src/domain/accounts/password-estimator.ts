// zxcvbn-ts with its common dictionaries (the most used passwords of public breaches, words, keyboard
// walks, sequences): some 400 KB, so it is not part of the domain's index. The server installs it at start;
// in the browser only the sign-up form and the reset page do.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { setPasswordEstimator } from "./password-strength";

let installed = false;

export function installPasswordEstimator(): void {
  if (installed) return;
  installed = true;
  let factory: ZxcvbnFactory | undefined;
  setPasswordEstimator((password, userInputs) => {
    factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    return factory.check(password, userInputs).score;
  });
}
