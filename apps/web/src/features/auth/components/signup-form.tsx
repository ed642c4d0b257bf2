import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AuthLayout, AuthLink } from '../../../components/layouts/auth-layout';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { rememberVariantFromUrl, variantForSignUp } from '../../../lib/message-variant';
import { rememberPlanFromUrl } from '../../../lib/plan';
import { useSignUp } from '../api/sign-up';
import { CheckoutOverlay } from './checkout-overlay';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';

const loadSchema = () => import('../lib/auth-form-schemas').then((m) => m.signUpFormSchema);

export function SignupForm() {
  const { search } = useLocation();
  const signUp = useSignUp();
  const { register, errors, password, onSubmit } = useNewPasswordForm(
    loadSchema,
    { name: '', email: '', password: '', confirmPassword: '' },
    ({ name, email, password }) => signUp.mutate({ name, email, password, messageVariant: variantForSignUp(search) }),
  );

  useEffect(() => {
    rememberVariantFromUrl(search);
    rememberPlanFromUrl(search);
  }, [search]);

  return (
    <AuthLayout
      title="Create your account"
      description="Start your trial and send your first branded client portal in minutes."
      footer={
        <>
          Already have an account? <AuthLink to={`/login${search}`}>Sign in</AuthLink>
        </>
      }
    >
      {signUp.redirecting && <CheckoutOverlay />}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField label="Full Name" error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="name" autoFocus {...register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
        </FormField>
        <NewPasswordFields
          register={register}
          errors={errors}
          password={password}
          passwordLabel="Password"
          confirmLabel="Confirm Password"
        />
        <p className="text-xs text-slate-600">
          By creating an account, you agree to our Terms of Service and acknowledge our Privacy Policy.
        </p>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={signUp.isPending || signUp.redirecting}
          busyText="Creating account..."
        >
          Create Account
        </Button>
      </form>
    </AuthLayout>
  );
}
