export { defaultCode } from "./locale-list.mjs";
export declare const prefixedCodes: string[];
export declare function localeRewrites(): { source: string; destination: string }[];
export declare const LOCALE_REWRITE_MARK: string;
export declare function localeRedirects(): {
  source: string;
  destination: string;
  permanent: boolean;
  missing?: { type: "header"; key: string }[];
}[];
