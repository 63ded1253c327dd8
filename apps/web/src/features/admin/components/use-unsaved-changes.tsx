import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';

/**
 * Asks before leaving a form with unsaved changes: inside the app with a dialog, and on a reload
 * or a closed tab with the browser's own question. Render the returned `prompt`; call `allowLeaving`
 * right before a navigation of the form's own (after saving or deleting), which the state of that
 * render cannot know about yet.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation();
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const prompt = (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent kind="alert">
        <DialogTitle>{t('admin.common.unsaved_changes')}</DialogTitle>
        <DialogDescription className="sr-only">{t('admin.common.unsaved_changes')}</DialogDescription>
        <DialogActions>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t('admin.common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('admin.common.yes')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
  return {
    prompt,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
