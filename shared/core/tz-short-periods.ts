export const SHORT_PERIODS: { tz: string | undefined; icu: string | undefined; periods: Record<string, [number, number][]> } = {
  tz: undefined,
  icu: undefined,
  periods: {},
};
