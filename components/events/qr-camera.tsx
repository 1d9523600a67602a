"use client";

// Reads QR codes with the phone's camera, in the browser: the BarcodeDetector API where the browser has it (Chrome
// on Android), else jsQR over the video's frames (fetched only then, only here). The same code seen again within a
// few seconds is reported once. The camera is released when scanning stops or the page is left.
import { Camera, CameraOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

/** A reader of one frame: the QR text it finds, or null. */
type Reader = (video: HTMLVideoElement) => Promise<string | null>;

async function makeReader(): Promise<Reader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats?.())?.includes("qr_code")) {
    const detector = new Native({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

const SCAN_EVERY_MS = 250;
const SAME_CODE_MS = 4_000;

type State = "off" | "starting" | "on" | "blocked";

/** The camera's words, in the page's language (the check-in desk's catalog). */
export type QrCameraWords = {
  viewLabel: string;
  start: string;
  stop: string;
  starting: string;
  pointAt: string;
  blocked: string;
  unsupported: string;
};

export function QrCamera({
  onCode,
  words,
}: {
  onCode: (text: string) => void;
  words: QrCameraWords;
}) {
  const [state, setState] = useState<State>("off");
  const [problem, setProblem] = useState("");
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSeen = useRef({ text: "", at: 0 });
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  function stop() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setState((s) => (s === "blocked" ? s : "off"));
  }

  useEffect(() => stop, []);

  async function start() {
    setState("starting");
    setProblem("");
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error("unsupported");
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: "environment" } },
        audio: false,
      });
      stream.current = media;
      const element = video.current!;
      element.srcObject = media;
      await element.play();
      const read = await makeReader();
      setState("on");
      const tick = async () => {
        if (!stream.current) return;
        try {
          const text = await read(element);
          const now = Date.now();
          if (text && (text !== lastSeen.current.text || now - lastSeen.current.at > SAME_CODE_MS)) {
            lastSeen.current = { text, at: now };
            report.current(text);
          }
        } catch {
          // A frame that could not be read: the next one may.
        }
        timer.current = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    } catch (error) {
      stop();
      setState("blocked");
      setProblem(
        (error as Error).name === "NotAllowedError" ? words.blocked : words.unsupported,
      );
    }
  }

  const on = state === "on" || state === "starting";
  return (
    <div className="flex flex-col gap-3">
      <div
        className={
          on
            ? "relative aspect-square w-full max-w-sm overflow-hidden rounded-2xl border border-border bg-black"
            : "hidden"
        }
      >
        <video ref={video} muted playsInline className="size-full object-cover" aria-label={words.viewLabel} />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-[15%] rounded-2xl border-2 border-accent/80"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {on ? (
          <Button variant="secondary" onClick={stop}>
            <CameraOff aria-hidden className="size-4" /> {words.stop}
          </Button>
        ) : (
          <Button onClick={() => void start()}>
            <Camera aria-hidden className="size-4" /> {words.start}
          </Button>
        )}
        {state === "starting" && <span className="text-sm text-muted">{words.starting}</span>}
        {state === "on" && (
          <span className="text-sm text-muted">{words.pointAt}</span>
        )}
      </div>
      {problem && (
        <p className="text-sm text-warning" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
