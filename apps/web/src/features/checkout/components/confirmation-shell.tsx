import type { ReactNode } from 'react';

type ConfirmationShellProps = {
  /** The logo link home; the route passes it, the layout owns the logo. */
  logo: ReactNode;
  children: ReactNode;
};

/** The confirmation screens have no site layout (contract §2): the logo and one calm column. */
export function ConfirmationShell({ logo, children }: ConfirmationShellProps) {
  return (
    <div className="flex flex-1 flex-col bg-[radial-gradient(ellipse_at_top,var(--color-sage-100),transparent_55%)] px-4 pt-6 pb-12 sm:pt-10">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
        <div className="flex justify-center">{logo}</div>
        {children}
      </div>
    </div>
  );
}
