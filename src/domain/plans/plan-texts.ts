/** The plans table's note when its offer filter keeps none of the plans found (spec silent; docs/decisions/plans-table.md). */
export const NO_PLANS_SHOWN_TEXT = 'The plans on this page are not offered for these details.';
export const NO_PLANS_SHOWN_LINK = 'See all our plans';
