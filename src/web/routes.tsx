import { data, type RouteObject, redirect } from "react-router";
import { RootLayout } from "./app/layouts/root-layout";
import { PageLoading } from "./app/page-loading";
import { RouteErrorBoundary } from "./app/route-error-boundary";

const STEP_PARAM = /^(?:[1-9]|10)$/;

/** Rendered by routes whose loader always redirects (keeps the router from warning). */
function Redirecting() {
  return null;
}

function notFound(): never {
  throw data("Not Found", { status: 404 });
}

/**
 * Every route of the spec's route table. Each page is its own chunk, loaded
 * when the route is first visited, so `/` downloads only what it shows. The
 * browser runs them in `main.tsx`; the build renders the public pages from
 * them ahead of time (`src/web/prerender.tsx`).
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoading,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import("./features/home/pages/home-page")).HomePage,
        }),
      },
      {
        path: "landing-page",
        lazy: async () => ({
          Component: (await import("./features/home/pages/landing-page")).LandingPage,
        }),
      },

      // 10 Awareness Upgrades
      {
        path: "upgrades",
        lazy: async () => ({
          Component: (await import("./features/upgrades/pages/upgrades-page")).UpgradesPage,
        }),
      },
      {
        path: "upgrades/review",
        lazy: async () => ({
          Component: (await import("./features/upgrades/pages/journey-review-page"))
            .JourneyReviewPage,
        }),
      },
      {
        path: "upgrades/build",
        lazy: async () => ({
          Component: (await import("./features/upgrades/pages/upgrade-builder-page"))
            .UpgradeBuilderPage,
        }),
      },
      {
        path: "upgrades/:upgradeId",
        lazy: async () => ({
          Component: (await import("./features/upgrades/pages/upgrade-page")).UpgradePage,
        }),
      },

      // Progress Dashboard
      {
        path: "review",
        lazy: async () => ({
          Component: (await import("./features/dashboard/pages/dashboard-page")).DashboardPage,
        }),
      },

      // 10 Social Steps
      {
        path: "steps",
        lazy: async () => ({
          Component: (await import("./features/steps/pages/steps-page")).StepsPage,
        }),
      },
      {
        path: "steps/build",
        lazy: async () => ({
          Component: (await import("./features/steps/pages/step-builder-page")).StepBuilderPage,
        }),
      },
      {
        path: "steps/2/preview",
        lazy: async () => ({
          Component: (await import("./features/steps/pages/step-preview-page")).StepTwoPreviewPage,
        }),
      },
      {
        path: "steps/3/preview",
        lazy: async () => ({
          Component: (await import("./features/steps/pages/step-preview-page"))
            .StepThreePreviewPage,
        }),
      },
      {
        path: "steps/:n",
        loader: ({ params }) => (STEP_PARAM.test(params.n ?? "") ? null : notFound()),
        lazy: async () => ({
          Component: (await import("./features/steps/pages/step-page")).StepPage,
        }),
      },
      {
        path: "reflexive-reading",
        lazy: async () => ({
          Component: (await import("./features/steps/pages/reflexive-reading-page"))
            .ReflexiveReadingPage,
        }),
      },

      {
        path: "auth",
        lazy: async () => ({
          Component: (await import("./features/auth/pages/auth-page")).AuthPage,
        }),
      },
      {
        path: "auth/forgot-password",
        lazy: async () => ({
          Component: (await import("./features/auth/pages/forgot-password-page"))
            .ForgotPasswordPage,
        }),
      },
      {
        path: "auth/reset-password",
        lazy: async () => ({
          Component: (await import("./features/auth/pages/reset-password-page")).ResetPasswordPage,
        }),
      },
      {
        path: "account",
        lazy: async () => ({
          Component: (await import("./features/account/pages/account-page")).AccountPage,
        }),
      },

      // Admin
      {
        path: "admin",
        lazy: async () => ({
          Component: (await import("./features/admin/components/admin-layout")).AdminLayout,
        }),
        children: [
          { index: true, loader: () => redirect("/admin/upgrades"), Component: Redirecting },
          {
            path: "upgrades",
            lazy: async () => ({
              Component: (await import("./features/admin/pages/admin-upgrades-page"))
                .AdminUpgradesPage,
            }),
          },
          {
            path: "upgrades/new",
            lazy: async () => ({
              Component: (await import("./features/admin/pages/admin-upgrade-form-page"))
                .AdminUpgradeFormPage,
            }),
          },
          {
            path: "upgrades/edit/:id",
            lazy: async () => ({
              Component: (await import("./features/admin/pages/admin-upgrade-form-page"))
                .AdminUpgradeFormPage,
            }),
          },
          {
            path: "steps",
            lazy: async () => ({
              Component: (await import("./features/admin/pages/admin-steps-page")).AdminStepsPage,
            }),
          },
          {
            path: "steps/new",
            lazy: async () => ({
              Component: (await import("./features/admin/pages/admin-step-form-page"))
                .AdminStepFormPage,
            }),
          },
          {
            path: "steps/edit/:id",
            lazy: async () => ({
              Component: (await import("./features/admin/pages/admin-step-form-page"))
                .AdminStepFormPage,
            }),
          },
          {
            path: "users",
            lazy: async () => ({
              Component: (await import("./features/admin/pages/admin-users-page")).AdminUsersPage,
            }),
          },
        ],
      },

      {
        path: "*",
        lazy: async () => ({
          Component: (await import("./features/not-found/pages/not-found-page")).NotFoundPage,
        }),
      },
    ],
  },
];
