import { PipeTransform } from '@nestjs/common';
import { ZodType, z } from 'zod';
import { DomainError } from '../common/domain-error';

/**
 * Like ZodPipe, but the first issue's text is the whole message: the admin texts already name their field
 * ('Subject is required.', 'Invalid or missing reset token.'), and the pages show them as they are.
 */
export class FieldMessagePipe<T extends ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || 'body',
      message: issue.message,
    }));
    throw new DomainError(400, errors[0].message, errors);
  }
}
