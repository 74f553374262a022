import { z } from 'zod';

/** Readable messages for the spec's `{field, error}` list: "is required" rather than zod's wording. */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
    if (issue.code === 'invalid_type') return `must be ${issue.expected === 'object' ? 'an object' : issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}`;
    return undefined;
  },
});
