import { type ComponentPropsWithRef, type ComponentType, createContext, useContext } from 'react';

export type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A path of this site. */
  to: string;
};

const PlainLink = ({ to, ...props }: AppLinkProps) => <a href={to} {...props} />;

const LinkComponentContext = createContext<ComponentType<AppLinkProps>>(PlainLink);

/** The app provides the router's `Link` (app/providers.tsx); without it, links load their page. */
export const LinkComponentProvider = LinkComponentContext.Provider;

/**
 * A link to another page of the portal, for the components of the sign-in page (decision 050): in the
 * app it moves within the page, like the router's `Link`; on the pre-rendered sign-in page, which
 * carries no router, it is a plain link that loads the app at that address.
 */
export function AppLink(props: AppLinkProps) {
  const Link = useContext(LinkComponentContext);
  return <Link {...props} />;
}
