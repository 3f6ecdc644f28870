// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdToken, wireTokenForm } from "./token-form.ts";
import { sendWithToken } from "./token-holder.ts";

/** The token endpoint, answering each request when the test says so. */
function tokenServer() {
  const requests: { url: string; answer: (token: string) => void }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) =>
          requests.push({
            url,
            answer: (token) => resolve(Response.json({ token, minFillMs: 3000 })),
          }),
        ),
    ),
  );
  return requests;
}

function form(id = "newsletter") {
  document.body.innerHTML = `<form action="/api/${id}" data-token-form="${id}"><input type="hidden" name="_token" value=""></form>`;
  const element = document.querySelector("form")!;
  return { element, token: () => (element.elements.namedItem("_token") as HTMLInputElement).value };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("holdToken", () => {
  it("fetches the form's token at once and is ready only after the minimum fill time", async () => {
    const requests = tokenServer();
    const { element, token } = form();
    const holder = holdToken(element)!;
    expect(holdToken(element)).toBe(holder);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toMatch(/\/api\/token\?form=newsletter$/);

    let ready = false;
    void holder.ready().then(() => (ready = true));
    requests[0]!.answer("first0token1");
    await settle();
    expect(token()).toBe("first0token1");
    await vi.advanceTimersByTimeAsync(2900);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(ready).toBe(true);
  });

  it("renews: the old token is dropped, and one that arrives late never overwrites the new", async () => {
    const requests = tokenServer();
    const { element, token } = form();
    const holder = holdToken(element)!;
    holder.renew();
    expect(token()).toBe("");
    requests[1]!.answer("second0token");
    requests[0]!.answer("stale0token0");
    await settle();
    expect(token()).toBe("second0token");
  });

  it("refuses when no token can be fetched, and tries again on the next press", async () => {
    const requests = tokenServer();
    const { element, token } = form();
    const holder = holdToken(element)!;
    vi.mocked(fetch).mockRejectedValueOnce(new Error("offline"));
    holder.renew();
    await expect(holder.ready()).rejects.toThrow("offline");
    const retried = holder.ready();
    requests.at(-1)!.answer("third0token0");
    await vi.advanceTimersByTimeAsync(3000);
    await retried;
    expect(token()).toBe("third0token0");
  });
});

describe("wireTokenForm", () => {
  it("holds an early press until the token may be sent, then posts once", async () => {
    const requests = tokenServer();
    const { element, token } = form("contact");
    const submit = vi.spyOn(element, "submit").mockImplementation(() => {});
    wireTokenForm(element);
    wireTokenForm(element);
    element.dispatchEvent(new Event("submit", { cancelable: true }));
    element.dispatchEvent(new Event("submit", { cancelable: true }));
    requests[0]!.answer("contact0token");
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1100);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(token()).toBe("contact0token");
  });
});

describe("sendWithToken", () => {
  it("sends with a token old enough, and once more with a fresh one when that is refused", async () => {
    const requests = tokenServer();
    const { element } = form();
    const holder = holdToken(element)!;
    requests[0]!.answer("first0token1");
    const sent: string[] = [];
    const answer = sendWithToken(
      holder,
      async (token) => (sent.push(token), sent.length === 1 ? "refused" : "stored"),
      (result) => result === "refused",
    );
    await vi.advanceTimersByTimeAsync(3000);
    requests[1]!.answer("second0token");
    await vi.advanceTimersByTimeAsync(3000);
    expect(await answer).toBe("stored");
    expect(sent).toEqual(["first0token1", "second0token"]);
  });

  it("retries only once: a second refusal is the answer", async () => {
    const requests = tokenServer();
    const { element } = form();
    const holder = holdToken(element)!;
    requests[0]!.answer("first0token1");
    let sends = 0;
    const answer = sendWithToken(
      holder,
      async () => (sends++, "refused"),
      (result) => result === "refused",
    );
    await vi.advanceTimersByTimeAsync(3000);
    requests[1]!.answer("second0token");
    await vi.advanceTimersByTimeAsync(3000);
    expect(await answer).toBe("refused");
    expect(sends).toBe(2);
    expect(requests).toHaveLength(2);
  });
});
