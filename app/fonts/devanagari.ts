// Written by scripts/subset-devanagari.sh: the Devanagari face's file and the characters it holds.
export const devanagariFont = "/fonts/noto-sans-devanagari-e1f09ae2a8.woff2";
export const devanagariChars = "U+0901,U+0902,U+0905,U+0907,U+090F,U+0914,U+0915,U+0916,U+0917,U+091A,U+091C,U+091F,U+0921,U+0924,U+0927,U+0928,U+092A,U+092B,U+092C,U+092D,U+092E,U+092F,U+0930,U+0932,U+0935,U+0936,U+0938,U+093C,U+093E,U+093F,U+0940,U+0941,U+0942,U+0947,U+094B,U+094C,U+094D,U+0964,U+0965,U+200C,U+200D,U+20B9,U+25CC";
