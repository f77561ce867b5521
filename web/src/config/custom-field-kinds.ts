/**
 * The kinds of item an organisation's custom fields can apply to: the `name` of every kit entity
 * declared with `customFields: true` (a test holds this equal to the shared declarations). An entity
 * that opts in adds its name here and `customFields.kindNames.<name>` to the phrases.
 */
export const customFieldKinds = ['benefit', 'impact'] as const;
