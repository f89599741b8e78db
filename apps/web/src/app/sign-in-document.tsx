import type { LoginResult, PortalSettings } from '@sportello/contracts/auth/login.contract';
import { isLanguageId, type LanguageId, languageCode } from '@sportello/i18n/languages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BrandFooter } from '../components/brand-footer';
import { BUILT_IN_LANGUAGES, LanguagePicker } from '../features/languages/components/language-picker';
import { setRequestLanguageId } from '../lib/api-client';
import { searchFollowingLanguage, storeLanguageId } from '../lib/language-preference';
import { pageBrand, withProductName } from '../lib/page-brand';
import { pageTitle } from '../lib/page-title';
import { fetchPortalSettings } from '../lib/portal-settings';
import { catalogueTranslator, type Translator, TranslatorProvider } from '../lib/translator';
import { PortalTheme } from './portal-theme';
import { SignInPage } from './routes/sign-in-page';
import { ShellFrame } from './shell/shell-frame';
import { ShellHeader } from './shell/shell-header';
import type { SignInCatalogues } from './sign-in-catalogues';

export interface SignInDocumentProps {
  languageId: LanguageId;
  catalogues: SignInCatalogues;
  /** The address's query; empty when the page is rendered at build time. */
  search: string;
  /** Another language's texts, when the visitor picks it. */
  loadCatalogues: (languageId: LanguageId) => Promise<SignInCatalogues>;
  /** Signed in: the app takes over from this page (sign-in.tsx). */
  startApp: () => void;
}

/** The tab's title of the sign-in page in a language. */
export function signInTitle(translator: Translator): string {
  return pageTitle(translator.text('login', 'login.title'), translator.text('shell', 'shell.appName'));
}

/**
 * The site root as a visitor's first load shows it (decision 050): rendered at build time in each
 * language (prerender.tsx), then taken over by its own small script (sign-in.tsx) — React and Mantine,
 * without the router, the query cache or i18next, which the app brings. The form, the header and the
 * frame are the app's own components. Once signed in, the app takes the page over: with the session,
 * it sends the user on from the site root as it always does (login-route.tsx).
 */
export function SignInDocument({
  languageId,
  catalogues,
  search,
  loadCatalogues,
  startApp,
}: SignInDocumentProps) {
  const [language, setLanguage] = useState({ id: languageId, catalogues });
  // The brand the server wrote into the page (decision 069): its name and colour are in the markup
  // already, so the first render uses them too; the logo and the footer come once the page is taken over.
  const [brand] = useState(() => (typeof document === 'undefined' ? undefined : pageBrand()));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const translator = useMemo(
    () => catalogueTranslator(withProductName(language.catalogues, brand?.ProductName)),
    [language, brand],
  );
  const [settings, setSettings] = useState<PortalSettings | undefined>(undefined);

  // One request for the settings, shared by the identity providers' buttons and a refused sign-in
  // that needs the page to send the browser elsewhere; a failed one is asked again when needed.
  const settingsRequest = useRef<Promise<PortalSettings> | undefined>(undefined);
  const loadSettings = useCallback(() => {
    settingsRequest.current ??= fetchPortalSettings().then(
      (loaded) => {
        setSettings(loaded);
        return loaded;
      },
      (failure: unknown) => {
        settingsRequest.current = undefined;
        throw failure;
      },
    );
    return settingsRequest.current;
  }, []);
  useEffect(() => {
    // Without them there are no single-sign-on buttons: the local form works alone.
    loadSettings().catch(() => undefined);
  }, [loadSettings]);

  const changeLanguage = async (id: LanguageId) => {
    // Without the texts (the network failed) the page stays as it is, and so does the selector.
    const loaded = await loadCatalogues(id).catch(() => undefined);
    if (!loaded) return;
    storeLanguageId(id);
    setRequestLanguageId(id);
    setLanguage({ id, catalogues: loaded });
    document.documentElement.lang = languageCode(id);
    document.title = signInTitle(catalogueTranslator(withProductName(loaded, brand?.ProductName)));
    followInAddress(id);
  };

  const onSignedIn = async (result: LoginResult) => {
    // The user's own language (spec: Login result Language) replaces the one of the login page.
    const userLanguage = result.Language.Id;
    if (isLanguageId(userLanguage)) {
      storeLanguageId(userLanguage);
      followInAddress(userLanguage);
    }
    startApp();
    return true;
  };

  return (
    <PortalTheme primaryColour={brand?.PrimaryColour}>
      <TranslatorProvider value={translator}>
        <ShellFrame
          footer={hydrated ? <BrandFooter brand={brand} /> : undefined}
          header={
            <ShellHeader
              session={undefined}
              logoUrl={hydrated ? brand?.LogoUrl : undefined}
              languageSelect={
                <LanguagePicker
                  languages={BUILT_IN_LANGUAGES}
                  languageId={language.id}
                  onChange={(id) => void changeLanguage(id)}
                />
              }
            />
          }
        >
          <SignInPage
            search={search}
            settings={settings}
            loadSettings={loadSettings}
            onSignedIn={onSignedIn}
          />
        </ShellFrame>
      </TranslatorProvider>
    </PortalTheme>
  );
}

/** An `lg` in the address takes the language chosen, without a new entry in the history. */
function followInAddress(languageId: LanguageId): void {
  const search = searchFollowingLanguage(window.location.search, languageId);
  if (search) window.history.replaceState(window.history.state, '', `?${search}${window.location.hash}`);
}
