/** The lead form's strings (with the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { lead as enLead } from './en/lead';
import { common as nlCommon } from './nl/common';
import { lead as nlLead } from './nl/lead';

const nl = { ...nlCommon, ...nlLead };
export type LeadStrings = StringsOf<typeof nl>;
export const leadStrings: Bundle<LeadStrings> = { nl, en: { ...enCommon, ...enLead } };
