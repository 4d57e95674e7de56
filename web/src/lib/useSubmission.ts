import { useMutation } from '@tanstack/react-query';
import { apiRequest, visitorMessage } from '@shared/api/http';
import { toast } from '@shared/ui/toast';

interface Options {
  path: string;
  success: { title: string; description: string };
  /** The failure toast's title, and its text when the server gives no message of its own. */
  failure: { title: string; fallback: string };
  onSuccess?(): void;
}

/** POSTs a validated form to the API and tells the visitor how it went, in one toast either way. */
export function useSubmission<T>({ path, success, failure, onSuccess }: Options) {
  return useMutation({
    mutationFn: (data: T) => apiRequest('POST', path, data),
    onSuccess: () => {
      toast(success);
      onSuccess?.();
    },
    onError: (err) => {
      toast({ title: failure.title, description: visitorMessage(err) ?? failure.fallback, variant: 'destructive' });
    },
  });
}
