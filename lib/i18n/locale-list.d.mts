export declare const localeInfo: {
  en: { tag: string; og: string; name: string };
  hi: { tag: string; og: string; name: string };
};
export declare const defaultCode: "en";
export declare const pseudoCode: "qps";
