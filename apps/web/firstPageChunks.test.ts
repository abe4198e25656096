import { describe, expect, it } from 'vitest';
import { type Bundle, type Chunk, planOf } from './firstPageChunks';
import { withPreloads } from './pageHtml';

/** A chunk of a fake build: its file, the modules in it, its static imports, the page it starts. */
function chunk(modules: string[], imports: string[] = [], page?: string): Chunk {
  return {
    type: 'chunk',
    isEntry: page === 'entry',
    isDynamicEntry: !!page && page !== 'entry',
    facadeModuleId: page && page !== 'entry' ? `/app/${page}` : null,
    moduleIds: modules.map((m) => `/app/${m}`),
    imports,
  };
}

const bundle: Bundle = {
  'index.js': chunk(['src/main.tsx'], [], 'entry'),
  'login.js': chunk(['src/site/LoginPage.tsx'], ['textfield.js', 'alert.js', 'link.js'], 'src/site/LoginPage.tsx'),
  'demo.js': chunk(['src/site/DemoAccountList.tsx'], ['list.js'], 'src/site/DemoAccountList.tsx'),
  'landing.js': chunk(['src/site/LandingPage.tsx'], ['link.js', 'appbar.js'], 'src/site/LandingPage.tsx'),
  'register.js': chunk(['src/site/RegisterPage.tsx'], ['textfield.js', 'menu.js'], 'src/site/RegisterPage.tsx'),
  'shellChunk.js': chunk(
    ['src/shell/shellChunk.ts'],
    ['textfield.js', 'menu.js', 'drawer.js', 'link.js', 'list.js', 'appbar.js'],
    'src/shell/shellChunk.ts',
  ),
  'dash.js': chunk(
    ['src/modules/dashboard/DashboardPage.tsx'],
    ['card.js', 'dots.js'],
    'src/modules/dashboard/DashboardPage.tsx',
  ),
  'clinics.js': chunk(
    ['src/modules/clinics/ClinicsPage.tsx'],
    ['card.js', 'drawer.js'],
    'src/modules/clinics/ClinicsPage.tsx',
  ),
  'textfield.js': chunk(['mui/TextField.js']),
  'alert.js': chunk(['mui/Alert.js']),
  'menu.js': chunk(['mui/Menu.js']),
  'link.js': chunk(['mui/Link.js']),
  'list.js': chunk(['mui/List.js']),
  'appbar.js': chunk(['mui/AppBar.js']),
  'drawer.js': chunk(['mui/Drawer.js']),
  'card.js': chunk(['mui/Card.js']),
  'dots.js': chunk(['src/modules/dashboard/dots.ts']),
};

describe('the chunks of the first pages', () => {
  const plan = planOf(bundle);
  const groupOf = (module: string) => plan[`/app/${module}`];

  it('puts what the login page and the shell both load in one file', () => {
    expect(groupOf('mui/TextField.js')).toBe('signin');
  });

  it('groups what the shell shares with the login and landing pages by which of the two load it', () => {
    expect(groupOf('mui/Link.js')).toBe('signin-landing');
    expect(groupOf('mui/AppBar.js')).toBe('landing');
    // A demo server's login page shows its accounts' list.
    expect(groupOf('mui/List.js')).toBe('signin');
  });

  it('leaves what only the login page loads in its own chunk', () => {
    expect(groupOf('mui/Alert.js')).toBeUndefined();
    expect(groupOf('src/site/LoginPage.tsx')).toBeUndefined();
  });

  it('keeps the shell’s code apart from what it shares with the public pages, the login and landing pages’ apart from the others’', () => {
    expect(groupOf('src/shell/shellChunk.ts')).toBe('shell');
    expect(groupOf('mui/Drawer.js')).toBe('shell');
    expect(groupOf('mui/Menu.js')).toBe('common');
  });

  it('puts what only the dashboard loads with it, and what it shares with other admin pages beside it', () => {
    expect(groupOf('src/modules/dashboard/DashboardPage.tsx')).toBe('dashboard');
    expect(groupOf('src/modules/dashboard/dots.ts')).toBe('dashboard');
    expect(groupOf('mui/Card.js')).toBe('dashboard-common');
  });

  it('leaves the entry and the other pages as the bundler cut them', () => {
    expect(groupOf('src/main.tsx')).toBeUndefined();
    expect(groupOf('src/modules/clinics/ClinicsPage.tsx')).toBeUndefined();
  });

  it('fails the build when a first page is no longer a chunk of its own', () => {
    const { 'dash.js': _, ...withoutDashboard } = bundle;
    expect(() => planOf(withoutDashboard)).toThrow(/DashboardPage\.tsx is not a chunk/);
  });
});

describe('the admin pages’ HTML', () => {
  it('names each file as a module preload before </head>, indented as the head is', () => {
    const html = '<html>\n  <head>\n    <title>Chairside</title>\n  </head>\n  <body></body>\n</html>\n';
    expect(withPreloads(html, ['assets/shell-1.js', 'assets/dashboard-2.js'])).toBe(
      '<html>\n  <head>\n    <title>Chairside</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/shell-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/dashboard-2.js">\n' +
        '  </head>\n  <body></body>\n</html>\n',
    );
  });
});
