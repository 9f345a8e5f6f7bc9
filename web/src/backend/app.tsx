import { Admin, CustomRoutes, Resource, defaultTheme } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './auth-provider.ts';
import { Dashboard } from './dashboard.tsx';
import { dataProvider } from './data-provider.ts';
import { i18nProvider } from './i18n/provider.ts';
import { LoginPage } from './login-page.tsx';
import {
  ArticleCreate,
  ArticleEdit,
  ArticleList,
  EventCreate,
  EventEdit,
  EventList,
} from './resources/news-events.tsx';
import { FragmentCreate, FragmentEdit } from './resources/fragments.tsx';
import * as more from './resources/more.tsx';
import { PageCreate, PageEdit, PageList } from './resources/pages.tsx';
import { clubs } from './resources/clubs.tsx';
import { NewsletterPanel } from './resources/newsletter.tsx';
import { offers } from './resources/offers.tsx';
import { reports } from './resources/reports.tsx';
import { suggestions } from './resources/suggestions.tsx';
import { peptalks } from './resources/peptalks.tsx';
import { SettingsEdit, SummerSeasonsEdit } from './resources/settings.tsx';
import { ReviewQueue } from './resources/review.tsx';
import { MediaList } from './resources/media.tsx';
import { products } from './resources/products.tsx';
import { purchases } from './resources/purchases.tsx';
import { summerCourses } from './resources/summer-courses.tsx';
import { SummerImport } from './resources/summer-import.tsx';
import { BackendLayout } from './layout.tsx';

// The portal's blue: white text on it meets WCAG AA (react-admin's default blue does not).
const theme = {
  ...defaultTheme,
  palette: {
    primary: { main: '#005ca9' },
    secondary: { main: '#005ca9' },
    error: { main: '#b3261e' },
    // Darker than MUI's orange, so white text on warning chips ("EN fehlt") meets AA.
    warning: { main: '#9a4a00' },
  },
};

/** The editors' application: react-admin over /api/backend (decision 032). */
export function BackendApp() {
  return (
    <Admin
      title="Active City Hamburg"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      loginPage={LoginPage}
      layout={BackendLayout}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <Resource
        name="pages"
        list={PageList}
        edit={PageEdit}
        create={PageCreate}
        recordRepresentation="slug"
      />
      <Resource
        name="articles"
        list={ArticleList}
        edit={ArticleEdit}
        create={ArticleCreate}
        recordRepresentation="slug"
      />
      <Resource
        name="events"
        list={EventList}
        edit={EventEdit}
        create={EventCreate}
        recordRepresentation="slug"
      />
      <Resource name="highlights" {...more.highlights} />
      <Resource name="faq" {...more.faq} />
      <Resource name="categories" {...more.categories} recordRepresentation="slug" />
      <Resource name="spottypes" {...more.spottypes} recordRepresentation="slug" />
      <Resource name="peptalks" {...peptalks} recordRepresentation="slug" />
      <Resource name="districts" {...more.districts} />
      <Resource name="fragments" edit={FragmentEdit} create={FragmentCreate} />
      <Resource name="media" list={MediaList} />
      <Resource name="users" {...more.users} recordRepresentation="username" />
      <Resource name="reports" {...reports} />
      <Resource name="offers" {...offers} recordRepresentation="title" />
      <Resource name="category-suggestions" {...suggestions} recordRepresentation="text" />
      <Resource name="clubs" {...clubs} recordRepresentation="title" />
      <Resource name="newsletter" list={NewsletterPanel} />
      <Resource name="products" {...products} recordRepresentation="slug" />
      <Resource name="purchases" {...purchases} />
      <Resource name="summer-courses" {...summerCourses} />
      <CustomRoutes>
        <Route path="/settings" element={<SettingsEdit />} />
        <Route path="/summer-seasons" element={<SummerSeasonsEdit />} />
        <Route path="/summer-import" element={<SummerImport />} />
        <Route path="/review" element={<ReviewQueue />} />
      </CustomRoutes>
    </Admin>
  );
}
