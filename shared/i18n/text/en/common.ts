/**
 * English sentences shared by every endpoint: how a local time was resolved, and the prefixes that say
 * which input a warning is about.
 */
import type { Template } from '../template.js';

export const EN_COMMON = {
  // {zone}: an IANA time zone name; {offset}: a UTC offset such as +01:00
  'common.time.ambiguous': 'Local time is ambiguous in {zone} (clocks were set back); used the earlier offset {offset}',
  // {minutes}: whole minutes the wall time was moved forward
  'common.time.nonexistent': 'Local time does not exist in {zone} (clocks were set forward); moved forward by {minutes} min to offset {offset}',
  // {lng}: a longitude in degrees
  'common.time.localMeanTime': 'No standard time in {zone} at this date; used local mean time of longitude {lng} ({offset})',
  // {warning}: another warning of this catalogue, about the field named before the colon
  'common.about.targetDate': 'targetDate: {warning}',
  'common.about.person1': 'person1: {warning}',
  'common.about.person2': 'person2: {warning}',
} as const satisfies Record<string, Template>;
