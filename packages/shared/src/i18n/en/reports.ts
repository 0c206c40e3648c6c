import type { caReports } from '../ca/reports.ts';
import type { Translation } from '../translation.ts';

/** English of ca/reports.ts (docs/product.md "Languages"). */
export const enReports: Translation<typeof caReports> = {
  reports: {
    menuOf: 'More options: {what}',
    commentOf: "{name}'s comment",
    report: 'Report',
    modalTitle: 'Report',
    intro: "Tell us what's wrong. An admin will review it.",
    reasonLabel: 'Reason',
    reasons: {
      spam: 'Spam',
      offensive: 'Offensive',
      dangerous: 'Dangerous',
      not_a_recipe: "It's not a recipe",
      other: 'Other',
    },
    detailsLabel: 'Details (optional)',
    detailsPlaceholder: 'Explain briefly...',
    detailsCount: '{n} / {max}',
    reasonRequired: 'Choose a reason.',
    submit: 'Send report',
    sent: "Thanks: we've received your report and an admin will review it.",
    failed: "Couldn't send the report. Please try again.",
    badTarget: 'The type must be recipe, comment, cooksnap or user.',
    badReason: 'The reason must be spam, offensive, dangerous, not_a_recipe or other.',
    detailsTooLong: 'The details can be at most {max} characters long.',
    notFound: "What you want to report couldn't be found.",
    ownContent: "You can't report your own content.",
    ownAccount: "You can't report yourself.",
    alreadyReported: "You've already reported this: an admin will review it soon.",
    reportNotFound: 'Report not found.',
    alreadyResolved: 'This report has already been resolved.',
    badAction: 'The action must be dismiss or delete.',
    dismissed: 'Reports dismissed: "{label}" is visible again.',
    deleted: 'Deleted: "{label}".',
    noticeDismissed:
      'We\'ve reviewed your report about "{label}": it doesn\'t break the rules and stays published.',
    noticeDeleted:
      'We\'ve reviewed your report about "{label}": we\'ve removed it. Thanks for letting us know.',
    hiddenRecipe: 'Hidden due to reports',
    hiddenRecipeExplained:
      'Several people have reported this recipe: it is hidden from lists until an admin reviews it.',
    hiddenRecipeLocked: "This recipe is hidden due to reports: it can't be edited until an admin reviews it.",
    hiddenProfile:
      'Several people have reported this profile: its picture and bio are hidden until an admin reviews it.',
  },
};
