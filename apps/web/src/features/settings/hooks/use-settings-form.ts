import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../../lib/zod-resolver';
import { useSaveError } from './use-save-error';

/**
 * A settings form: react-hook-form checked by the server's own schema (core's), with its errors
 * and whether it changed at hand, and its failed save (`saveError`, see useSaveError).
 */
export function useSettingsForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'>,
) {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), ...options });
  const { errors, isDirty } = form.formState;
  return { ...form, errors, isDirty, saveError: useSaveError() };
}
