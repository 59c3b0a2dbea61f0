/**
 * The words of the marriage yoga family (shared/core/vedic/yogas/marriage.ts): English sentences, their translations and the
 * yogas' names. Conventions of each language as its main catalogue (../<lang>.ts) states them.
 */
import { MARRIAGE_YOGA_IDS } from '../../../core/vedic/yogas/ids.js';
import type { YogaFamilyWords } from '../yoga-family.js';

const EN = {
} as const;

export const MARRIAGE_WORDS: YogaFamilyWords<typeof EN, (typeof MARRIAGE_YOGA_IDS)[number]> = {
  ids: MARRIAGE_YOGA_IDS,
  en: EN,
  text: {
    hi: {
    },
    bn: {
    },
    ta: {
    },
    te: {
    },
    mr: {
    },
    gu: {
    },
    kn: {
    },
    ml: {
    },
    pa: {
    },
    ne: {
    },
    es: {
    },
    fr: {
    },
    de: {
    },
    it: {
    },
    pt: {
    },
    ru: {
    },
    ja: {
    },
    zh: {
    },
    ko: {
    },
    ar: {
    },
  },
  names: {
    hi: {
    },
    bn: {
    },
    ta: {
    },
    te: {
    },
    mr: {
    },
    gu: {
    },
    kn: {
    },
    ml: {
    },
    pa: {
    },
    ne: {
    },
    ru: {
    },
    ja: {
    },
    zh: {
    },
    ko: {
    },
    ar: {
    },
  },
};
