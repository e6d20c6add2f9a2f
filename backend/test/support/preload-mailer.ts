// @nestjs-modules/mailer is CommonJS and require()s the ESM-only @nestjs/common. Under jest's ESM
// mode that require fails as a "cycle" when it happens while @nestjs/common is still being
// linked by the app's own imports; loading the mailer first lets it load @nestjs/common itself.
await import('@nestjs-modules/mailer');
