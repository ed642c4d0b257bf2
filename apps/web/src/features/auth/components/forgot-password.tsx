import { forgotPasswordSchema } from '@bloom/core';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AuthLayout, AuthLink } from '../../../components/layouts/auth-layout';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { zodResolver } from '../../../lib/zod-resolver';
import { useRequestPasswordReset } from '../api/request-password-reset';

type Values = z.input<typeof forgotPasswordSchema>;

export function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset(setSentTo);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  if (sentTo) {
    return (
      <AuthLayout title="Check your email">
        <div className="flex gap-4 text-sm text-slate-700">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <MailCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 space-y-3">
            <p>
              We sent a password reset link to{' '}
              <strong className="font-semibold break-all text-slate-900">{sentTo}</strong>.
            </p>
            <p>The link expires in 1 hour. If you don't see the email, check your spam folder.</p>
          </div>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="flex-1">
            <Link to="/login">Back to Login</Link>
          </Button>
          <Button variant="secondary" size="lg" className="flex-1" onClick={() => setSentTo(null)}>
            Use another email
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it? <AuthLink to="/login">Back to Login</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(({ email }) => request.mutate(email))} className="space-y-5">
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" busy={request.isPending} busyText="Sending...">
          Send Reset Link
        </Button>
      </form>
    </AuthLayout>
  );
}
