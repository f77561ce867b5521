/**
 * Stands in for the `jsonschema` package in the Lambda bundles (esbuild alias in
 * infra/aws/constructs/lambda-bundling.ts). ElectroDB uses jsonschema for one thing: checking each
 * entity's model definition against its model schema when the entity is constructed, and telling a
 * model from an Entity instance when a Service registers it. Our models are static code, checked in
 * full by every unit and integration test (which run the real jsonschema); repeating that check at
 * every cold start costs ~30 ms of CPU and 28 KB per Lambda. What remains here is the second use:
 * an ElectroDB instance (Entity or Service) is reported as "not a model", as the real schema does.
 */
interface ValidationError {
  property: string;
  message: string;
  argument: string;
}

export class Validator {
  /** ElectroDB adds its custom formats to the prototype's table. */
  declare customFormats: Record<string, (input: unknown) => boolean>;

  addSchema(): void {}

  validate(instance: unknown): { errors: ValidationError[] } {
    const isElectroInstance = typeof instance === 'object' && instance !== null && '_instance' in instance;
    return {
      errors: isElectroInstance
        ? [{ property: 'instance', message: 'is an ElectroDB instance, not a model', argument: 'model' }]
        : [],
    };
  }
}

Validator.prototype.customFormats = {};
