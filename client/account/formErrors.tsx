import { Box, Flex, Status, Text } from 'gestalt';
import { useState } from 'react';

/** A form-level error above the submit button (nothing when there is none). */
export function FormError({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <Box role="alert">
      <Flex alignItems="center" gap={2}>
        <Status type="problem" accessibilityLabel="Error" />
        <Text color="error">{message}</Text>
      </Flex>
    </Box>
  );
}

/** Field errors (by input field name) and the form-level error of an account form; `clearErrors` before each submit. */
export function useFormErrors() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const clearErrors = () => {
    setFieldErrors({});
    setFormError(null);
  };
  return { fieldErrors, setFieldErrors, formError, setFormError, clearErrors };
}
