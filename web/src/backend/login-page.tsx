import { useEffect, useState } from 'react';
import { Login, LoginForm, useTranslate } from 'react-admin';
import { Alert, Typography } from '@mui/material';
import { accessProblem } from './auth-provider.ts';

/** The backend's own sign-in, with the portal's accounts; says so when a role is missing. */
export function LoginPage() {
  const translate = useTranslate();
  const [forbidden, setForbidden] = useState(false);
  useEffect(() => {
    void accessProblem().then((problem) => setForbidden(problem === 'forbidden'));
  }, []);
  return (
    <Login>
      <Typography component="h1" variant="h5" sx={{ textAlign: 'center', mt: 2 }}>
        {translate('backend.title')}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'center', px: 2 }}>
        {translate('backend.login_hint')}
      </Typography>
      {forbidden && (
        <Alert severity="error" sx={{ m: 2 }}>
          {translate('backend.forbidden')}
        </Alert>
      )}
      <LoginForm />
    </Login>
  );
}
