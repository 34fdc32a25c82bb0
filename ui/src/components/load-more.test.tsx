import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { LoadMore } from "./load-more";

describe("LoadMore", () => {
  it("says how many are shown and asks for the next page", async () => {
    const onMore = vi.fn();
    renderWithProviders(<LoadMore shown={30} total={45} hasMore loading={false} onMore={onMore} />);
    expect(await screen.findByText("Showing 30 of 45")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it("waits while a page loads and says when one failed", async () => {
    renderWithProviders(
      <LoadMore
        shown={30}
        total={45}
        hasMore
        loading
        onMore={() => undefined}
        failed="Could not load more"
      />,
    );
    expect(await screen.findByRole("button", { name: "Loading..." })).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load more");
  });

  it("ends with the list", async () => {
    renderWithProviders(
      <LoadMore shown={45} total={45} hasMore={false} loading={false} onMore={() => undefined} />,
    );
    expect(await screen.findByText("Showing 45 of 45")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
