import { MESSAGES } from '@bloom/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout, AuthLink } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { isInvalidLinkError, useResetPassword, useVerifyResetToken } from '../api/reset-password';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';

const loadSchema = () => import('../lib/auth-form-schemas').then((m) => m.resetFormSchema);

const backToLogin = (
  <>
    Remembered it? <AuthLink to="/login">Back to Login</AuthLink>
  </>
);

/** /reset-password?token=…: verify the link first, then ask for the new password. */
export function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [expired, setExpired] = useState(false);
  const verify = useVerifyResetToken(token);

  if (!token || expired || (verify.isError && isInvalidLinkError(verify.error)) || verify.data === false) {
    return <InvalidLink />;
  }
  if (verify.isError) {
    return (
      <AuthLayout title="Choose a new password" footer={backToLogin}>
        <Alert tone="error" title="We couldn't check your reset link">
          {verify.error.message}
        </Alert>
        <Button
          className="mt-4 w-full"
          size="lg"
          onClick={() => verify.refetch()}
          busy={verify.isFetching}
          busyText="Checking..."
        >
          Try again
        </Button>
      </AuthLayout>
    );
  }
  if (verify.isPending) {
    return (
      <AuthLayout title="Choose a new password">
        <PageSpinner label="Verifying reset link..." className="min-h-40" />
      </AuthLayout>
    );
  }
  return <NewPasswordForm token={token} onInvalidLink={() => setExpired(true)} />;
}

function InvalidLink() {
  return (
    <AuthLayout title="Reset link not valid" footer={backToLogin}>
      <Alert tone="error">{MESSAGES.invalidResetLink}</Alert>
      <Button asChild size="lg" className="mt-6 w-full">
        <Link to="/forgot-password">Request a new link</Link>
      </Button>
    </AuthLayout>
  );
}

function NewPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const reset = useResetPassword(onInvalidLink);
  const { register, errors, password, onSubmit } = useNewPasswordForm(
    loadSchema,
    { password: '', confirmPassword: '' },
    (values) => reset.mutate({ token, newPassword: values.password }),
  );

  return (
    <AuthLayout
      title="Choose a new password"
      description="Pick a strong password you don't use anywhere else."
      footer={backToLogin}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <NewPasswordFields
          register={register}
          errors={errors}
          password={password}
          passwordLabel="New Password"
          confirmLabel="Confirm New Password"
          autoFocus
        />
        <Button type="submit" size="lg" className="w-full" busy={reset.isPending} busyText="Updating...">
          Update Password
        </Button>
      </form>
    </AuthLayout>
  );
}
