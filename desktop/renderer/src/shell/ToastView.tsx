import { Callout } from '@blueprintjs/core';
import { useToastStore } from '@shared/ui/toast';

/** The shared screens' one-at-a-time notices, shown in the corner. */
export function ToastView() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  if (!current) return null;
  return (
    <div className="dsk-toast" role="alert" data-variant={current.variant} onClick={dismiss}>
      <Callout intent={current.variant === 'destructive' ? 'danger' : 'primary'}>
        <strong>{current.title}</strong> {current.description}
      </Callout>
    </div>
  );
}
