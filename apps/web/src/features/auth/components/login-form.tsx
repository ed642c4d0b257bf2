import type { signInSchema } from '@bloom/core';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { AuthLayout, AuthLink } from '../../../components/layouts/auth-layout';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { lazyZodResolver } from '../../../lib/zod-resolver';
import { useSignIn } from '../api/sign-in';

const resolver = lazyZodResolver(() => import('../lib/auth-form-schemas').then((m) => m.signInFormSchema));

type Values = z.input<typeof signInSchema>;

export function LoginForm() {
  const signIn = useSignIn();
  // Kept when switching to sign-up, so an invitation's link survives the detour.
  const { search } = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof signInSchema>>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  return (
    <AuthLayout
      title="Sign in to your account"
      description="Welcome back. Pick up right where your clients left off."
      footer={
        <>
          Don't have an account? <AuthLink to={`/signup${search}`}>Sign Up</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))} className="space-y-5">
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
          )}
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          labelAside={
            <span className="text-sm">
              <AuthLink to="/forgot-password">Forgot password?</AuthLink>
            </span>
          }
        >
          {(field) => <PasswordInput {...field} autoComplete="current-password" {...register('password')} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" busy={signIn.isPending} busyText="Signing in...">
          Sign In
        </Button>
      </form>
    </AuthLayout>
  );
}
