import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import config from './capacitor.config';

// What `cap add` does not write and the app needs (decision 043), read from the committed native
// projects: no Gradle, Android SDK or Xcode runs here, so this is what can be checked before a
// person builds on a device.
const mobile = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(path.join(mobile, file), 'utf8');
const manifest = read('android/app/src/main/AndroidManifest.xml');
const appDelegate = read('ios/App/App/AppDelegate.swift');
const xcodeProject = read('ios/App/App.xcodeproj/project.pbxproj');

/** The intent filters of the main activity, each as its text. */
const intentFilters = [...manifest.matchAll(/<intent-filter\b[^>]*>[\s\S]*?<\/intent-filter>/g)].map(
  ([filter]) => filter,
);

describe('the Capacitor configuration', () => {
  it('names the app and loads the app build of the web app', () => {
    expect(config.appId).toBe('ro.salvia.shop');
    expect(config.appName).toBe('Salvia');
    expect(path.resolve(mobile, config.webDir ?? '')).toBe(path.resolve(mobile, '../web/dist-app'));
    expect(read('../web/package.json')).toContain('"build:app": "vite build --mode app"');
  });

  it('serves the pages at the origins the API allows', () => {
    expect(config.server).toMatchObject({
      hostname: 'localhost',
      androidScheme: 'https',
      iosScheme: 'capacitor',
    });
    expect(config.android?.allowMixedContent).toBe(false);
  });

  it('keeps the iOS status bar beside the web view, light text on the shop green', () => {
    expect(config.plugins?.StatusBar).toEqual({
      overlaysWebView: false,
      style: 'DARK',
      backgroundColor: '#1f5c45',
    });
  });

  it('links every plugin the app calls', () => {
    const manifestOf = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    for (const plugin of config.includePlugins ?? []) expect(manifestOf.dependencies).toHaveProperty(plugin);
    expect(config.includePlugins).toEqual(
      expect.arrayContaining(['@capacitor/app', '@capacitor/push-notifications', '@capacitor/status-bar']),
    );
  });
});

describe('the Android project', () => {
  it('asks for the notification permission (Android 13+)', () => {
    expect(manifest).toContain('<uses-permission android:name="android.permission.POST_NOTIFICATIONS" />');
  });

  it('opens ro.salvia.shop://app/… deep links', () => {
    const custom = intentFilters.find((filter) => filter.includes('android:scheme="ro.salvia.shop"'));
    expect(custom).toContain('android:host="app"');
    expect(custom).toContain('android.intent.category.BROWSABLE');
  });

  it('opens verified App Links on the shop host under /app/', () => {
    const appLinks = intentFilters.find((filter) => filter.includes('android:scheme="https"'));
    expect(appLinks).toContain('android:autoVerify="true"');
    expect(appLinks).toContain('android:host="${appLinkHost}"');
    expect(appLinks).toContain('android:pathPrefix="/app/"');
    expect(read('android/app/build.gradle')).toMatch(/manifestPlaceholders = \[\s*appLinkHost: /);
  });
});

describe('the iOS project', () => {
  it('forwards the push registration to Capacitor with an FCM token', () => {
    const registered =
      /didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data\) \{([\s\S]*?)\n {4}\}/.exec(
        appDelegate,
      )?.[1];
    expect(registered).toContain('Messaging.messaging().apnsToken = deviceToken');
    expect(registered).toContain('.capacitorDidRegisterForRemoteNotifications, object: token');
    expect(registered).toContain('.capacitorDidFailToRegisterForRemoteNotifications');
    expect(appDelegate).toMatch(
      /didFailToRegisterForRemoteNotificationsWithError error: Error\) \{\s*NotificationCenter\.default\.post\(name: \.capacitorDidFailToRegisterForRemoteNotifications, object: error\)/,
    );
    expect(xcodeProject).toContain('productName = FirebaseMessaging;');
    expect(xcodeProject).toContain('repositoryURL = "https://github.com/firebase/firebase-ios-sdk";');
  });

  it('signs with push and the shop host as associated domain', () => {
    const entitlements = read('ios/App/App/App.entitlements');
    expect(entitlements).toMatch(/<key>aps-environment<\/key>\s*<string>development<\/string>/);
    expect(entitlements).toContain('<string>applinks:$(APP_LINK_HOST)</string>');
    // Both the Debug and the Release configuration of the app target.
    expect(xcodeProject.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
    expect(xcodeProject.match(/APP_LINK_HOST = [a-z0-9.-]+;/g)).toHaveLength(2);
  });

  it('opens ro.salvia.shop: URLs', () => {
    expect(read('ios/App/App/Info.plist')).toMatch(
      /<key>CFBundleURLSchemes<\/key>\s*<array>\s*<string>ro\.salvia\.shop<\/string>/,
    );
  });
});

describe('the repository', () => {
  it('keeps the Firebase files, signing keys and synced copies out of git', () => {
    const ignored = [
      'android/app/google-services.json',
      'android/release.keystore',
      'android/app/src/main/assets/public/index.html',
      'android/app/src/main/assets/capacitor.config.json',
      'android/app/src/main/assets/capacitor.plugins.json',
      'ios/App/App/GoogleService-Info.plist',
      'ios/App/App/public/index.html',
      'ios/App/App/capacitor.config.json',
    ];
    const answer = execFileSync('git', ['check-ignore', '--no-index', ...ignored], {
      cwd: mobile,
      encoding: 'utf8',
    });
    expect(answer.trim().split('\n')).toEqual(ignored);
  });

  it('has icons of the sizes each density asks for', async () => {
    const sizes = { mdpi: 48, hdpi: 72, xhdpi: 96, xxhdpi: 144, xxxhdpi: 192 };
    for (const [density, side] of Object.entries(sizes)) {
      const icon = await sharp(
        path.join(mobile, `android/app/src/main/res/mipmap-${density}/ic_launcher.png`),
      ).metadata();
      expect([icon.width, icon.height]).toEqual([side, side]);
    }
    const appStore = await sharp(
      path.join(mobile, 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png'),
    ).metadata();
    expect(appStore).toMatchObject({ width: 1024, height: 1024, hasAlpha: false });
  });

  it('draws them from the shop mark: the favicon square colour at the iOS icon corner', async () => {
    const brand = /<rect\b[^>]*\bfill="#([0-9a-fA-F]{6})"/.exec(read('../web/public/favicon.svg'))?.[1];
    const corner = await sharp(
      path.join(mobile, 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png'),
    )
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(corner.subarray(0, 3).toString('hex')).toBe(brand?.toLowerCase());
  });
});
