import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Outlet, useNavigate, useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "@/test/render";
import { useScrollToTopOnNewPage } from "./scroll-on-navigate";

function Layout() {
  useScrollToTopOnNewPage();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <Link to="/second">Second page</Link>
      <button type="button" onClick={() => setSearchParams({ tab: "players" })}>
        Players tab
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <Outlet />
    </>
  );
}

const routes = [
  {
    path: "/",
    element: <Layout />,
    children: [
      { index: true, element: <p>First</p> },
      { path: "second", element: <p>Second</p> },
    ],
  },
];

describe("scrolling on navigation", () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens a linked page at its top, and leaves Back and query changes to the browser", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { location } = renderRoutes(routes, "/");
    expect(await screen.findByText("First")).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Players tab" }));
    expect(location.search).toBe("?tab=players");
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("link", { name: "Second page" }));
    expect(await screen.findByText("Second")).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText("First")).toBeInTheDocument();
    expect(location.pathname).toBe("/");
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
